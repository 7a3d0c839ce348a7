// DO NOT EDIT: generated from schemas/elements/newsletter.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"NewsletterProps","description":"Props of the newsletter element (issue 21): a sign-up band with a title, text, the e-mail field, the newsletter assignment's consents, a button and the message shown once the confirmation mail is on its way.","x-element":{"version":1,"label":{"hr":"Newsletter","en":"Newsletter","de":"Newsletter"},"category":"action","localised":["title","text","buttonLabel","successMessage"],"slots":[],"mobileOverrides":[],"resolver":true},"type":"object","properties":{"title":{"type":"string","minLength":1,"maxLength":200,"default":"Newsletter"},"text":{"type":"string","maxLength":1000,"default":"Prijavite se i saznajte prvi za ponude i događanja."},"buttonLabel":{"type":"string","minLength":1,"maxLength":60,"default":"Prijavi se"},"successMessage":{"type":"string","minLength":1,"maxLength":500,"default":"Hvala! Poslali smo vam e-poruku: prijavu potvrdite klikom na poveznicu u njoj."}},"required":["title","buttonLabel","successMessage"],"additionalProperties":false,"examples":[{"title":"Budite u tijeku","text":"Jednom mjesečno: nova jela, vina i događanja.","buttonLabel":"Prijavi se","successMessage":"Hvala! Prijavu potvrdite poveznicom iz e-poruke koju smo vam poslali."}],"$id":"https://schemas.vitrina.local/elements/newsletter.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/newsletter.schema.json" */;
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
if(data.title === undefined){
data.title = "Newsletter";
}
if(data.text === undefined){
data.text = "Prijavite se i saznajte prvi za ponude i događanja.";
}
if(data.buttonLabel === undefined){
data.buttonLabel = "Prijavi se";
}
if(data.successMessage === undefined){
data.successMessage = "Hvala! Poslali smo vam e-poruku: prijavu potvrdite klikom na poveznicu u njoj.";
}
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.buttonLabel === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "buttonLabel"},message:"must have required property '"+"buttonLabel"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.successMessage === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "successMessage"},message:"must have required property '"+"successMessage"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "title") || (key0 === "text")) || (key0 === "buttonLabel")) || (key0 === "successMessage"))){
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
let data0 = data.title;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data1 = data.text;
if(typeof data1 === "string"){
if(func0(data1) > 1000){
const err7 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data2 = data.buttonLabel;
if(typeof data2 === "string"){
if(func0(data2) > 60){
const err9 = {instancePath:instancePath+"/buttonLabel",schemaPath:"#/properties/buttonLabel/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data2) < 1){
const err10 = {instancePath:instancePath+"/buttonLabel",schemaPath:"#/properties/buttonLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/buttonLabel",schemaPath:"#/properties/buttonLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data3 = data.successMessage;
if(typeof data3 === "string"){
if(func0(data3) > 500){
const err12 = {instancePath:instancePath+"/successMessage",schemaPath:"#/properties/successMessage/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data3) < 1){
const err13 = {instancePath:instancePath+"/successMessage",schemaPath:"#/properties/successMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/successMessage",schemaPath:"#/properties/successMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

