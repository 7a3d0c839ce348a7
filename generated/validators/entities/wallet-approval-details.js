// DO NOT EDIT: generated from schemas/entities/wallet-approval-details.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WalletApprovalDetails","description":"What the card wallet's buttons answered an approval with (PayPal's onApprove data): the provider's order, the payer, and for a subscription (decision 046) the subscription approved.","type":"object","properties":{"orderID":{"type":"string","pattern":"^[A-Za-z0-9-]{1,64}$"},"payerID":{"type":"string","pattern":"^[A-Za-z0-9-]{1,64}$"},"subscriptionID":{"type":"string","pattern":"^[A-Za-z0-9-]{1,64}$"}},"required":["orderID"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/wallet-approval-details.schema.json"};
const pattern0 = new RegExp("^[A-Za-z0-9-]{1,64}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/wallet-approval-details.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.orderID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderID"},message:"must have required property '"+"orderID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "orderID") || (key0 === "payerID")) || (key0 === "subscriptionID"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.orderID !== undefined){
let data0 = data.orderID;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/orderID",schemaPath:"#/properties/orderID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/orderID",schemaPath:"#/properties/orderID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.payerID !== undefined){
let data1 = data.payerID;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/payerID",schemaPath:"#/properties/payerID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/payerID",schemaPath:"#/properties/payerID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.subscriptionID !== undefined){
let data2 = data.subscriptionID;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err6 = {instancePath:instancePath+"/subscriptionID",schemaPath:"#/properties/subscriptionID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/subscriptionID",schemaPath:"#/properties/subscriptionID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

