// DO NOT EDIT: generated from schemas/requests/wallet-approval.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WalletApprovalRequest","description":"spec 7 order/pgSuccess: the shopper approved the card wallet's payment of an order (decision 045), sent with the cart's credentials and what the wallet's buttons answered (details). The approval alone never pays: the shop captures the purchase through the provider's API and checks the captured amount.","type":"object","properties":{"cartId":{"type":"string","format":"uuid","minLength":36,"maxLength":36},"protectCode":{"description":"128-bit random secret, 32 hex digits (spec 3 protectCode).","type":"string","pattern":"^[0-9a-f]{32}$","minLength":32,"maxLength":32},"details":{"$ref":"../entities/wallet-approval-details.schema.json"},"internalRedirect":{"description":"spec 7: answer the success page's address on this site.","type":"boolean"}},"required":["cartId","protectCode","details"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/wallet-approval.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"WalletApprovalDetails","description":"What the card wallet's buttons answered an approval with (PayPal's onApprove data): the provider's order, the payer, and for a subscription (decision 046) the subscription approved.","type":"object","properties":{"orderID":{"type":"string","pattern":"^[A-Za-z0-9-]{1,64}$"},"payerID":{"type":"string","pattern":"^[A-Za-z0-9-]{1,64}$"},"subscriptionID":{"type":"string","pattern":"^[A-Za-z0-9-]{1,64}$"}},"required":["orderID"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/wallet-approval-details.schema.json"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
const pattern1 = new RegExp("^[A-Za-z0-9-]{1,64}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/wallet-approval.schema.json" */;
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
if(data.cartId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cartId"},message:"must have required property '"+"cartId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.protectCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "protectCode"},message:"must have required property '"+"protectCode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.details === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "cartId") || (key0 === "protectCode")) || (key0 === "details")) || (key0 === "internalRedirect"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.cartId !== undefined){
let data0 = data.cartId;
if(typeof data0 === "string"){
if(func0(data0) > 36){
const err4 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 36){
const err5 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/minLength",keyword:"minLength",params:{limit: 36},message:"must NOT have fewer than 36 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.test(data0))){
const err6 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err7 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.protectCode !== undefined){
let data1 = data.protectCode;
if(typeof data1 === "string"){
if(func0(data1) > 32){
const err8 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func0(data1) < 32){
const err9 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.details !== undefined){
let data2 = data.details;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.orderID === undefined){
const err12 = {instancePath:instancePath+"/details",schemaPath:"../entities/wallet-approval-details.schema.json/required",keyword:"required",params:{missingProperty: "orderID"},message:"must have required property '"+"orderID"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "orderID") || (key1 === "payerID")) || (key1 === "subscriptionID"))){
const err13 = {instancePath:instancePath+"/details",schemaPath:"../entities/wallet-approval-details.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.orderID !== undefined){
let data3 = data2.orderID;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err14 = {instancePath:instancePath+"/details/orderID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/orderID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/details/orderID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/orderID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.payerID !== undefined){
let data4 = data2.payerID;
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err16 = {instancePath:instancePath+"/details/payerID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/payerID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/details/payerID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/payerID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.subscriptionID !== undefined){
let data5 = data2.subscriptionID;
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err18 = {instancePath:instancePath+"/details/subscriptionID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/subscriptionID/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/details/subscriptionID",schemaPath:"../entities/wallet-approval-details.schema.json/properties/subscriptionID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/details",schemaPath:"../entities/wallet-approval-details.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.internalRedirect !== undefined){
if(typeof data.internalRedirect !== "boolean"){
const err21 = {instancePath:instancePath+"/internalRedirect",schemaPath:"#/properties/internalRedirect/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

